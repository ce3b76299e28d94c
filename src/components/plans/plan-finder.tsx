import { useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { cardDialogId } from "~/components/content-card/card-ids";
import type { PlanFinderField } from "~/content/plan-finder-rule";
import { cn } from "~/lib/cn";
import { recommendPlan, type RuleNumbers } from "~/lib/plan-finder-rule";
import { useIsHydrated } from "~/lib/use-is-hydrated";
import { useLangCode } from "~/site/ui-text";
import { parseWholeNumber, type WholeNumberError } from "~/lib/whole-number";
import { sessionDraft } from "~/lib/session-draft";
import { PlanActions } from "./plan-actions";
import {
  answerFor,
  type Answer as Described,
  type FinderPlan,
  type PlanFinderFormText,
} from "./plan-finder-text";

export type PlanFinderProps = {
  text: PlanFinderFormText;
  /** Read before a field's error by screen readers (ui.yaml). */
  errorPrefix: string;
  /** The plans it may pick, with their words, and the rule's numbers. */
  plans: readonly FinderPlan[];
  numbers: RuleNumbers;
  limits: Record<PlanFinderField, { min: number; max: number }>;
  /**
   * Where the answer's next steps go, in the page's language: the plan sheet and the contact form's
   * quotation topic. The plan's id is added as `plan`, which those pages read.
   */
  links: { planSheet: string; quotation: string };
};

const FIELDS: readonly PlanFinderField[] = ["reportsPerMonth", "agenciesPerReport"];
const inputId = (field: PlanFinderField) => `plan-finder-${field}`;
const hintId = (field: PlanFinderField) => `${inputId(field)}-hint`;
const errorId = (field: PlanFinderField) => `${inputId(field)}-error`;

type Errors = Partial<Record<PlanFinderField, WholeNumberError>>;

/**
 * What was typed, and whether an answer was shown, kept for the tab's session: the other language's
 * page (the language switcher) and a reload show the same numbers, and the answer again.
 */
type Draft = Record<PlanFinderField, string> & { answered: boolean };
const draft = sessionDraft<Draft>("brisk:plan-finder", (record) =>
  FIELDS.every((field) => typeof record[field] === "string")
    ? {
        reportsPerMonth: record.reportsPerMonth as string,
        agenciesPerReport: record.agenciesPerReport as string,
        answered: record.answered === true,
      }
    : null,
);
/** The recommended plan's card title, the reasons, and the card (whose dialog the answer opens). */
type Answer = (Described & { cardId: string }) | "fix-fields" | null;

/** The finder's title, its anchor for the form's name. */
export const PLAN_FINDER_TITLE_ID = "plan-finder-title";

/**
 * The barangay plan finder's form: two numbers in, the recommended plan out, announced in a status
 * region. The rule is lib/plan-finder-rule.ts's, over the plans it is given; the answer's words are
 * templates filled in here (plan-finder-text.ts). Its title, intro and rule are the page's
 * (plan-finder-frame.tsx), so the island's props do not carry them again.
 */
export function PlanFinder({ text, errorPrefix, plans, numbers, limits, links }: PlanFinderProps) {
  const isHydrated = useIsHydrated();
  const locale = useLangCode();
  const [errors, setErrors] = useState<Errors>({});
  const [answer, setAnswer] = useState<Answer>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  // Set by a submit, so that the answer it brings is scrolled to; not by the draft read on arrival.
  const revealAnswerRef = useRef(false);

  const inputOf = (field: PlanFinderField) =>
    formRef.current?.querySelector<HTMLInputElement>(`#${inputId(field)}`) ?? null;
  const keepDraft = (answered: boolean) =>
    draft.write({
      reportsPerMonth: inputOf("reportsPerMonth")?.value ?? "",
      agenciesPerReport: inputOf("agenciesPerReport")?.value ?? "",
      answered,
    });

  /**
   * Reads the fields and shows the plan, or the fields' mistakes. Asked by a person (`byVisitor`),
   * it focuses the first mistake, or brings the plan into view.
   */
  const findPlan = (byVisitor: boolean) => {
    if (!formRef.current) return;
    const data = new FormData(formRef.current);
    const read = (field: PlanFinderField) => parseWholeNumber(String(data.get(field) ?? ""), limits[field]);
    const reports = read("reportsPerMonth");
    const agencies = read("agenciesPerReport");
    if (!reports.ok || !agencies.ok) {
      const found: Errors = {
        reportsPerMonth: reports.ok ? undefined : reports.error,
        agenciesPerReport: agencies.ok ? undefined : agencies.error,
      };
      flushSync(() => {
        setErrors(found);
        setAnswer("fix-fields");
      });
      keepDraft(false);
      if (byVisitor) inputOf(FIELDS.find((field) => found[field]) ?? "reportsPerMonth")?.focus();
      return;
    }
    const usage = { reportsPerMonth: reports.value, agenciesPerReport: agencies.value };
    const recommendation = recommendPlan(usage, plans, numbers);
    setErrors({});
    setAnswer(
      recommendation
        ? { ...answerFor(text.answer, recommendation, usage, locale), cardId: recommendation.plan.id }
        : null,
    );
    keepDraft(Boolean(recommendation));
    revealAnswerRef.current = byVisitor && Boolean(recommendation);
  };

  useEffect(() => {
    // On a phone the answer opens below the button, often under the screen's edge, where a tap seems
    // to do nothing: scroll just enough to show it (the status region has already announced it).
    if (!revealAnswerRef.current || !answer || answer === "fix-fields") return;
    revealAnswerRef.current = false;
    answerRef.current?.scrollIntoView({ block: "nearest" });
  }, [answer]);

  useEffect(() => {
    // The numbers typed on this page in another language, or before a reload, and the answer if one
    // was shown. A field typed into before the script ran keeps what it has.
    const kept = draft.read();
    if (!kept) return;
    for (const field of FIELDS) {
      const input = inputOf(field);
      if (input && input.value === input.defaultValue) input.value = kept[field];
    }
    if (kept.answered) findPlan(false);
    // Once, when the island runs: findPlan reads the fields, not state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    findPlan(true);
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={PLAN_FINDER_TITLE_ID}
      className="mt-6"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const error = errors[field];
          const words = text.fields[field];
          return (
            <div key={field} className={cn("space-y-1.5", error && "border-l-4 border-alert-600 pl-4")}>
              <label htmlFor={inputId(field)} className="block font-semibold text-slate-900">
                {words.label}
              </label>
              <p id={hintId(field)} className="text-sm text-slate-600">
                {words.hint}
              </p>
              {error ? (
                <p id={errorId(field)} className="font-semibold text-alert-600">
                  <span className="sr-only">{`${errorPrefix} `}</span>
                  {words.errors[error]}
                </p>
              ) : null}
              <input
                id={inputId(field)}
                name={field}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                // Uncontrolled: the script arrives after the page's first ones, and React would reset a
                // controlled field to its state, losing what was typed before then.
                // Reports start empty; agencies at the fewest a report goes to.
                defaultValue={field === "agenciesPerReport" ? String(limits[field].min) : ""}
                onChange={(event) => {
                  // The old answer no longer matches the numbers; the error goes once the field is right.
                  setAnswer(null);
                  keepDraft(false);
                  if (error && parseWholeNumber(event.target.value, limits[field]).ok) {
                    setErrors((current) => ({ ...current, [field]: undefined }));
                  }
                }}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${hintId(field)} ${errorId(field)}` : hintId(field)}
                className={cn(
                  "block w-full max-w-xs rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600",
                  error ? "border-2 border-alert-600" : "border-slate-400",
                )}
              />
            </div>
          );
        })}
      </div>
      {/* Disabled until the finder's script runs: without it, a submit would only reload the page. */}
      <button
        type="submit"
        disabled={!isHydrated}
        className="mt-6 inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-500"
      >
        {text.submit}
      </button>
      {/* Always in the page, so that screen readers watch it before an answer arrives. */}
      <div role="status" data-testid="plan-finder-answer">
        {answer === "fix-fields" ? (
          <p className="mt-6 font-semibold text-alert-600">{text.fixFields}</p>
        ) : null}
        {answer && answer !== "fix-fields" ? (
          <div ref={answerRef} className="mt-6 rounded-xl border border-brand-200 bg-white p-5">
            <p className="text-xl font-bold text-brand-800">{answer.title}</p>
            <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-700 marker:text-brand-600">
              {answer.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            <PlanActions
              planId={answer.cardId}
              links={links}
              labels={{ planSheet: text.planSheet, quotation: text.quotation }}
            />
            <button
              type="button"
              aria-haspopup="dialog"
              // The card's dialog is in the page; scripts/card-dialogs.ts opens it with the URL.
              commandfor={cardDialogId({ id: answer.cardId })}
              command="show-modal"
              className="mt-4 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {answer.openCard}
            </button>
          </div>
        ) : null}
      </div>
    </form>
  );
}
