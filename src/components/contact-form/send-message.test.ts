// @vitest-environment node
import { send } from "@emailjs/browser";
import { env } from "~/config/env";
import { SEND_TIMEOUT_MS, describeSendFailure, formatSendTime, sendContactMessage } from "./send-message";

vi.mock("@emailjs/browser", () => ({ send: vi.fn() }));

const values = {
  topic: "barangay",
  name: "  Maria Santos ",
  email: " maria@example.com\n",
  message: "\n Hello there!  \n",
};

beforeEach(() => {
  vi.mocked(send).mockReset().mockResolvedValue({ status: 200, text: "OK" });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("formatSendTime", () => {
  it("reads as Manila time, whatever the machine's time zone", () => {
    // 03:05 UTC is 11:05 in Manila (UTC+8, no daylight saving).
    expect(formatSendTime(new Date("2026-11-22T03:05:00Z"))).toBe(
      "November 22, 2026 at 11:05 AM (Philippine time)",
    );
  });

  it("moves to the next day in Manila before it does in UTC", () => {
    expect(formatSendTime(new Date("2026-12-31T17:30:00Z"))).toBe(
      "January 1, 2027 at 1:30 AM (Philippine time)",
    );
  });
});

describe("sendContactMessage", () => {
  it("sends the trimmed values, the time, the topic and the captcha token as g-recaptcha-response", async () => {
    await sendContactMessage(values, "token-123", new Date("2026-11-22T03:05:00Z"));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      env.emailjs.serviceId ?? "",
      env.emailjs.templateId ?? "",
      {
        name: "Maria Santos",
        email: "maria@example.com",
        time: "November 22, 2026 at 11:05 AM (Philippine time)",
        message: "Hello there!",
        topic: "barangay",
        "g-recaptcha-response": "token-123",
      },
      { publicKey: env.emailjs.publicKey ?? "", blockHeadless: false },
    );
  });

  it("stamps the time of sending when no time is given", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T03:05:00Z") });
    await sendContactMessage(values, "token-123");
    expect(vi.mocked(send).mock.calls[0]?.[2]).toMatchObject({
      time: "November 22, 2026 at 11:05 AM (Philippine time)",
    });
  });

  it.each([
    ["a response status", { status: 429, text: "Too Many Requests" }],
    ["a network TypeError", new TypeError("Failed to fetch")],
    ["a thrown string", "The public key is required. Visit https://dashboard.emailjs.com/admin/account"],
  ])("passes on the SDK's rejection with %s as it is", async (_shape, failure) => {
    vi.mocked(send).mockRejectedValue(failure);
    await expect(sendContactMessage(values, "token-123")).rejects.toBe(failure);
  });

  it("gives up on a send that never answers after SEND_TIMEOUT_MS", async () => {
    vi.useFakeTimers();
    vi.mocked(send).mockReturnValue(new Promise(() => {}));
    const result = sendContactMessage(values, "token-123");
    const outcome = vi.fn();
    result.then(outcome, outcome);

    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toThrow("no answer within 20 s");
    expect(SEND_TIMEOUT_MS).toBe(20_000);
  });

  it("does not time out a send that answered in time", async () => {
    vi.useFakeTimers();
    await sendContactMessage(values, "token-123");
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("describeSendFailure", () => {
  it("gives a thrown string as it is", () => {
    expect(describeSendFailure("The service ID is required.")).toBe("The service ID is required.");
  });

  it("names an Error and gives its message", () => {
    expect(describeSendFailure(new TypeError("Failed to fetch"))).toBe("TypeError: Failed to fetch");
  });

  it("gives the status and text of an EmailJS response", () => {
    expect(describeSendFailure({ status: 400, text: "The template ID is invalid" })).toBe(
      "EmailJS answered 400: The template ID is invalid",
    );
    expect(describeSendFailure({ status: 0, text: "" })).toBe("EmailJS answered 0");
  });

  it("says so when the failure has no known shape", () => {
    expect(describeSendFailure(undefined)).toBe("unknown error");
    expect(describeSendFailure({ reason: "?" })).toBe("unknown error");
  });
});
