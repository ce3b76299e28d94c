import { logoMark } from "~/site/logo-mark";

type LogoMarkProps = {
  className?: string;
};

/** The Brisk mark (site/logo-mark.ts, which the favicon and the poster draw too). Decorative. */
export function LogoMark({ className }: LogoMarkProps) {
  const { size, cornerRadius, background, paths } = logoMark;
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      aria-hidden="true"
      focusable="false"
      className={className}
      data-slot="logo-mark"
    >
      <rect width={size} height={size} rx={cornerRadius} fill={background} />
      {paths.map(({ d, fill }) => (
        <path key={d} d={d} fill={fill} />
      ))}
    </svg>
  );
}
