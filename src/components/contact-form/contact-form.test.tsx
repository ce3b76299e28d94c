import { send } from "@emailjs/browser";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { env } from "~/config/env";
import { islandLanguageOf } from "~/site/ui-text";
import { readWords } from "~/i18n/read-words";
import { ContactFormIsland } from "./contact-form-island";
import { loadRecaptcha, type Grecaptcha } from "./recaptcha";
import { contactWordsOf, otherWayOf, quotationRequestsOf } from "~/pages/[...lang]/_contact";
import { translationOf } from "~/i18n/translations";
import { siteContext } from "~/i18n/interface-words";

const words = readWords();
const english = translationOf(words, "en");
const contactFormText = contactWordsOf(english).form;
const quotationRequests = quotationRequestsOf(english);
const SOCIAL = { label: "Facebook", url: "https://www.facebook.com/brisk.example" };

// The two third parties, replaced at their module boundary.
vi.mock("@emailjs/browser", () => ({ send: vi.fn() }));
vi.mock("./recaptcha", () => ({ loadRecaptcha: vi.fn() }));

type RenderParams = Parameters<Grecaptcha["render"]>[1];

/** A stand-in for Google's grecaptcha: keeps the callbacks the form hands to render(). */
const captcha = {
  params: null as RenderParams | null,
  render: vi.fn<Grecaptcha["render"]>(),
  reset: vi.fn<Grecaptcha["reset"]>(),
};

const DRAFT_KEY = "brisk:contact-draft";
const SEND_ERROR = "There was a problem sending your message. Please try again later.";
const valid = {
  name: "Maria Santos",
  email: "maria@example.com",
  message: "When will the iOS app be ready?",
};

beforeEach(() => {
  window.sessionStorage.clear();
  captcha.params = null;
  captcha.render.mockReset().mockImplementation((_container, params) => {
    captcha.params = params;
    return 7;
  });
  captcha.reset.mockReset();
  vi.mocked(loadRecaptcha).mockReset().mockResolvedValue({ render: captcha.render, reset: captcha.reset });
  vi.mocked(send).mockReset().mockResolvedValue({ status: 200, text: "OK" });
});

afterEach(() => {
  // The form reads its topic from the address bar; the next test starts at none.
  window.history.replaceState({}, "", "/");
});

/**
 * Renders the form's island, as the contact page does, at the address `entry`; `contactEmail: null`
 * stands for the setting left unset.
 */
function renderForm(entry = "/contact", contactEmail: string | null = "team@example.org") {
  window.history.replaceState({}, "", entry);
  const site = siteContext(words, { lang: "en", path: "/contact" });
  return render(
    <ContactFormIsland
      language={islandLanguageOf(site)}
      ui={{ errorPrefix: site.ui.errorPrefix }}
      text={contactFormText}
      recaptchaSiteKey="test-key"
      otherWay={otherWayOf(
        contactFormText,
        { email: contactEmail ?? undefined, social: SOCIAL },
        site.ui.newTab,
      )}
      quotationRequests={quotationRequests}
      privacyHref="/privacy"
    />,
  );
}

const fields = () => ({
  name: screen.getByLabelText("Your name"),
  email: screen.getByLabelText("Email address"),
  message: screen.getByLabelText("Message"),
});
/**
 * A field's error as its accessible description. jsdom's computation drops the space at the end of
 * the hidden "Error: " prefix (Chromium keeps it: "Error: Enter your name"), hence the \s*.
 */
const errorDescription = (text: string) =>
  new RegExp(`^Error:\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
const submitButton = () => screen.getByRole("button", { name: /^(Send message|Sending\.\.\.)$/ });
const statusLine = () => screen.getByTestId("form-status");

/** Renders the form and waits until the (fake) captcha widget has been drawn. */
async function renderReadyForm(entry?: string) {
  const view = renderForm(entry);
  await waitFor(() => expect(captcha.params).not.toBeNull());
  return view;
}

async function fillForm(user: UserEvent, values: Partial<typeof valid> = valid) {
  const { name, email, message } = fields();
  if (values.name !== undefined) await user.type(name, values.name);
  if (values.email !== undefined) await user.type(email, values.email);
  if (values.message !== undefined) await user.type(message, values.message);
}

function solveCaptcha(token = "token-123") {
  act(() => captcha.params?.callback(token));
}

/** The alert titled `title` (a refused or failed send), once it shows. */
const findAlert = (title: string) => screen.findByRole("alert", { name: title });

/** The success notice, in the status region under the button, once it shows. */
async function findSent() {
  await waitFor(() =>
    expect(within(statusLine()).getByRole("heading", { name: "Message Sent" })).toBeInTheDocument(),
  );
  return statusLine();
}

function expectValuesKept(values = valid) {
  const { name, email, message } = fields();
  expect(name).toHaveValue(values.name);
  expect(email).toHaveValue(values.email);
  expect(message).toHaveValue(values.message);
}

/** A promise and its resolve/reject, to hold a send's answer back. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("ContactForm", () => {
  describe("when the captcha cannot load", () => {
    it("keeps the message and offers the team's email address", async () => {
      vi.mocked(loadRecaptcha).mockRejectedValue(new Error("blocked"));
      renderForm();
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent(
        "Your message is kept here. You can also email us at team@example.org.",
      );
      expect(within(alert).getByRole("link", { name: "team@example.org" })).toHaveAttribute(
        "href",
        "mailto:team@example.org",
      );
    });

    it("offers the social page when no address is set, rather than a made-up address", async () => {
      vi.mocked(loadRecaptcha).mockRejectedValue(new Error("blocked"));
      renderForm("/contact", null);
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent(
        "Your message is kept here. You can also write to us on Facebook (opens in a new tab).",
      );
      // jsdom drops the space before the hidden words, as it does for the error prefix.
      const link = within(alert).getByRole("link", { name: /^Facebook\s*\(opens in a new tab\)$/ });
      expect(link).toHaveAttribute("href", SOCIAL.url);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    });
  });

  it("keeps its fields and button disabled in the pre-rendered page, until its script runs", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <ContactFormIsland
        language={islandLanguageOf(siteContext(words, { lang: "en", path: "/contact" }))}
        ui={{ errorPrefix: "Error:" }}
        text={contactFormText}
        recaptchaSiteKey="test-key"
        otherWay={otherWayOf(contactFormText, { email: "team@example.org", social: SOCIAL }, "")}
        quotationRequests={quotationRequests}
        privacyHref="/privacy"
      />,
    );
    const page = within(container);
    expect(page.getByLabelText("Your name")).toBeDisabled();
    expect(page.getByLabelText("Message")).toBeDisabled();
    expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
    // The privacy policy stays reachable.
    expect(page.getByRole("link", { name: /Privacy/ })).toHaveAttribute("href", "/privacy");
  });

  it("labels its three fields as required, with the email field typed as email", async () => {
    await renderReadyForm();
    const { name, email, message } = fields();
    for (const field of [name, email, message]) expect(field).toHaveAttribute("aria-required", "true");
    expect(name).toHaveAttribute("type", "text");
    expect(email).toHaveAttribute("type", "email");
    expect(message.tagName).toBe("TEXTAREA");
    expect(submitButton()).toHaveTextContent("Send message");
    expect(submitButton()).toBeEnabled();
    expect(screen.getByRole("link", { name: /Privacy/ })).toHaveAttribute("href", "/privacy");
    // In the page's language: /contact is English.
    expect(loadRecaptcha).toHaveBeenCalledTimes(1);
    expect(loadRecaptcha).toHaveBeenCalledWith("en");
    expect(captcha.params?.sitekey).toBe("test-key");
  });

  describe("validation", () => {
    it("on an empty submit shows a focused error summary linking to each field, and sends nothing", async () => {
      const user = userEvent.setup();
      await renderReadyForm();
      solveCaptcha();
      await user.click(submitButton());

      const summary = screen.getByRole("alert", { name: "There is a problem" });
      expect(summary).toHaveFocus();
      const links = within(summary).getAllByRole("link");
      expect(links.map((link) => link.getAttribute("href"))).toEqual([
        "#contact-name",
        "#contact-email",
        "#contact-message",
      ]);
      expect(links.map((link) => link.textContent)).toEqual([
        "Enter your name (Your name)",
        "Enter your email address (Email address)",
        "Enter your message (Message)",
      ]);

      const expected = {
        name: "Enter your name",
        email: "Enter your email address",
        message: "Enter your message",
      };
      for (const [field, input] of Object.entries(fields())) {
        expect(input).toHaveAttribute("aria-invalid", "true");
        expect(input).toHaveAccessibleDescription(errorDescription(expected[field as keyof typeof expected]));
        expect(input.getAttribute("aria-describedby")).toContain(`contact-${field}-error`);
      }
      expect(statusLine()).toHaveTextContent("Your message was not sent.");
      expect(send).not.toHaveBeenCalled();

      // A summary link takes the visitor to its field.
      await user.click(links[1]!);
      expect(fields().email).toHaveFocus();
    });

    it("clears a field's error once it is right, and keeps the others", async () => {
      const user = userEvent.setup();
      await renderReadyForm();
      await user.click(submitButton());
      await user.type(fields().name, "Maria");
      expect(fields().name).toHaveAttribute("aria-invalid", "false");
      expect(fields().name).not.toHaveAttribute("aria-describedby");
      expect(fields().email).toHaveAttribute("aria-invalid", "true");
    });

    it("refuses a message of only spaces", async () => {
      const user = userEvent.setup();
      await renderReadyForm();
      solveCaptcha();
      await fillForm(user, { ...valid, message: "      " });
      await user.click(submitButton());
      const summary = screen.getByRole("alert", { name: "There is a problem" });
      expect(within(summary).getAllByRole("link")).toHaveLength(1);
      expect(summary).toHaveTextContent("Enter your message");
      expect(fields().message).toHaveAttribute("aria-invalid", "true");
      expect(fields().message).toHaveAccessibleDescription(errorDescription("Enter your message"));
      expect(send).not.toHaveBeenCalled();
    });

    it("refuses a name of 101 characters", async () => {
      const user = userEvent.setup();
      await renderReadyForm();
      solveCaptcha();
      await fillForm(user, { email: valid.email, message: valid.message });
      await user.click(fields().name);
      await user.paste("n".repeat(101));
      await user.click(submitButton());
      expect(screen.getByRole("alert", { name: "There is a problem" })).toHaveTextContent(
        "Name must be 100 characters or fewer",
      );
      expect(fields().name).toHaveAccessibleDescription(
        errorDescription("Name must be 100 characters or fewer"),
      );
      expect(send).not.toHaveBeenCalled();
    });

    it("accepts a name of exactly 100 characters", async () => {
      const user = userEvent.setup();
      await renderReadyForm();
      solveCaptcha();
      await fillForm(user, { email: valid.email, message: valid.message });
      await user.click(fields().name);
      await user.paste("n".repeat(100));
      await user.click(submitButton());
      await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    });

    it("refuses an email address longer than 254 characters", async () => {
      const user = userEvent.setup();
      await renderReadyForm();
      solveCaptcha();
      // 259 characters, in the right format: only the length is wrong.
      const longEmail = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.ph`;
      expect(longEmail.length).toBeGreaterThan(254);
      await fillForm(user, { name: valid.name, message: valid.message });
      await user.click(fields().email);
      await user.paste(longEmail);
      await user.click(submitButton());
      expect(screen.getByRole("alert", { name: "There is a problem" })).toHaveTextContent(
        "Email address must be 254 characters or fewer",
      );
      expect(fields().email).toHaveAttribute("aria-invalid", "true");
      expect(send).not.toHaveBeenCalled();
    });

    it("refuses an email address in the wrong format", async () => {
      const user = userEvent.setup();
      await renderReadyForm();
      solveCaptcha();
      await fillForm(user, { ...valid, email: "maria@" });
      await user.click(submitButton());
      expect(fields().email).toHaveAccessibleDescription(
        errorDescription("Enter an email address in the correct format, like name@example.com"),
      );
      expect(send).not.toHaveBeenCalled();
    });

    it("shows the message counter near the limit and refuses 5,001 characters", async () => {
      const user = userEvent.setup();
      await renderReadyForm();
      solveCaptcha();
      await fillForm(user, { name: valid.name, email: valid.email });
      const { message } = fields();

      await user.click(message);
      await user.paste("m".repeat(4499));
      expect(screen.queryByTestId("message-counter")).not.toBeInTheDocument();

      await user.type(message, "m");
      // Its words' formatter loads on the first move in the form, so it may take a moment.
      await waitFor(() =>
        expect(screen.getByTestId("message-counter")).toHaveTextContent("You have 500 characters remaining"),
      );
      expect(message).toHaveAccessibleDescription("You have 500 characters remaining");

      await user.paste("m".repeat(501));
      expect(message).toHaveValue("m".repeat(5001));
      expect(screen.getByTestId("message-counter")).toHaveTextContent("You have 1 character too many");

      await user.click(submitButton());
      expect(screen.getByRole("alert", { name: "There is a problem" })).toHaveTextContent(
        "Message must be 5,000 characters or fewer",
      );
      expect(message).toHaveAttribute("aria-invalid", "true");
      expect(message.getAttribute("aria-describedby")?.split(" ")).toEqual([
        "contact-message-hint",
        "contact-message-error",
      ]);
      expect(send).not.toHaveBeenCalled();
    });
  });

  describe("captcha", () => {
    it.each([
      ["an expired answer", "expired-callback"],
      ["an errored widget", "error-callback"],
    ] as const)("counts %s as not done", async (_, callback) => {
      const user = userEvent.setup();
      await renderReadyForm();
      await fillForm(user);
      solveCaptcha();
      act(() => captcha.params?.[callback]());
      await user.click(submitButton());
      await findAlert("reCAPTCHA Required");
      expect(send).not.toHaveBeenCalled();
    });

    it("when not done, says so in one alert under the button, the spec's words, and leaves focus on the button", async () => {
      const user = userEvent.setup();
      await renderReadyForm();
      await fillForm(user);
      await user.click(submitButton());
      const alert = await findAlert("reCAPTCHA Required");
      expect(alert).toHaveTextContent("reCAPTCHA RequiredPlease complete the reCAPTCHA before submitting.");
      expect(screen.getAllByRole("alert")).toEqual([alert]);
      expect(statusLine()).toBeEmptyDOMElement();
      expect(submitButton()).toHaveFocus();
      expectValuesKept();
    });
  });

  describe("sending", () => {
    it("sends the trimmed values with the token, then empties the form and says so", async () => {
      const user = userEvent.setup();
      await renderReadyForm();
      await fillForm(user, {
        name: "  Maria Santos ",
        email: " maria@example.com ",
        message: " Hello there!  ",
      });
      solveCaptcha();
      await user.click(submitButton());

      await findSent();
      expect(send).toHaveBeenCalledTimes(1);
      expect(send).toHaveBeenCalledWith(
        env.emailjs.serviceId ?? "",
        env.emailjs.templateId ?? "",
        {
          name: "Maria Santos",
          email: "maria@example.com",
          time: expect.stringMatching(/^\w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M \(Philippine time\)$/),
          message: "Hello there!",
          topic: "",
          "g-recaptcha-response": "token-123",
        },
        { publicKey: env.emailjs.publicKey ?? "", blockHeadless: false },
      );
      expect(statusLine()).toHaveTextContent(
        "Message SentThank you for contacting us. We'll respond shortly.",
      );
      expect(screen.queryByRole("alert")).toBeNull();
      expectValuesKept({ name: "", email: "", message: "" });
      expect(captcha.reset).toHaveBeenCalledWith(7);
      expect(submitButton()).toHaveTextContent("Send message");
      expect(submitButton()).toBeEnabled();
    });

    it("reads 'Sending...' and is disabled while the answer is pending, and sends once", async () => {
      const answer = deferred<{ status: number; text: string }>();
      vi.mocked(send).mockReturnValue(answer.promise);
      const user = userEvent.setup();
      await renderReadyForm();
      await fillForm(user);
      solveCaptcha();
      await user.click(submitButton());

      expect(submitButton()).toHaveTextContent("Sending...");
      expect(submitButton()).toBeDisabled();
      expect(statusLine()).toHaveTextContent("Sending your message...");

      // A second click, Enter in a field, and a submit event straight on the form: none sends again.
      await user.click(submitButton());
      await user.type(fields().name, "{Enter}");
      fireEvent.submit(submitButton().closest("form")!);
      expect(send).toHaveBeenCalledTimes(1);

      await act(async () => answer.resolve({ status: 200, text: "OK" }));
      await findSent();
      expect(submitButton()).toHaveTextContent("Send message");
      expect(submitButton()).toBeEnabled();
      expect(send).toHaveBeenCalledTimes(1);
    });

    it("ignores a second submit that comes before React re-renders", async () => {
      const answer = deferred<{ status: number; text: string }>();
      vi.mocked(send).mockReturnValue(answer.promise);
      const user = userEvent.setup();
      await renderReadyForm();
      await fillForm(user);
      solveCaptcha();
      const form = submitButton().closest("form")!;
      act(() => {
        fireEvent.submit(form);
        fireEvent.submit(form);
      });
      await waitFor(() => expect(send).toHaveBeenCalled());
      await act(async () => answer.resolve({ status: 200, text: "OK" }));
      expect(send).toHaveBeenCalledTimes(1);
    });

    it.each([
      ["a rejected response status", { status: 400, text: "Bad" }, "EmailJS answered 400: Bad"],
      ["a network TypeError", new TypeError("Failed to fetch"), "TypeError: Failed to fetch"],
      ["a thrown string", "The public key is required.", "The public key is required."],
    ])("on %s shows one focused notice and keeps every field", async (_shape, failure, logged) => {
      vi.mocked(send).mockRejectedValue(failure);
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const user = userEvent.setup();
      await renderReadyForm();
      await fillForm(user);
      solveCaptcha();
      await user.click(submitButton());

      const alert = await findAlert("Error");
      expect(alert).toHaveTextContent(
        `Error${SEND_ERROR}Your message is still in the form. Tick the reCAPTCHA box again before you send it.` +
          "You can also email us at team@example.org.",
      );
      expect(within(alert).getByRole("link", { name: "team@example.org" })).toHaveAttribute(
        "href",
        "mailto:team@example.org",
      );
      await waitFor(() => expect(alert).toHaveFocus());
      expect(screen.getAllByRole("alert")).toEqual([alert]);
      expect(statusLine()).toBeEmptyDOMElement();
      expectValuesKept();
      expect(warn).toHaveBeenCalledWith(`Contact message not sent: ${logged}`);
      expect(captcha.reset).toHaveBeenCalledWith(7);
      expect(submitButton()).toBeEnabled();
      expect(window.sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
    });

    it("offers the social page in the failure's notice when no address is set", async () => {
      vi.mocked(send).mockRejectedValue({ status: 500, text: "Server error" });
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const user = userEvent.setup();
      renderForm("/contact", null);
      await waitFor(() => expect(captcha.params).not.toBeNull());
      await fillForm(user);
      solveCaptcha();
      await user.click(submitButton());
      const alert = await findAlert("Error");
      expect(alert).toHaveTextContent(/You can also write to us on Facebook \(opens in a new tab\)\.$/);
      expect(within(alert).getByRole("link", { name: /^Facebook/ })).toHaveAttribute("href", SOCIAL.url);
      expect(within(alert).queryByRole("link", { name: /@/ })).toBeNull();
    });

    it("a new send takes the failure's notice away while it sends", async () => {
      vi.mocked(send).mockRejectedValueOnce({ status: 500, text: "Server error" });
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const answer = deferred<{ status: number; text: string }>();
      const user = userEvent.setup();
      await renderReadyForm();
      await fillForm(user);
      solveCaptcha();
      await user.click(submitButton());
      await findAlert("Error");

      vi.mocked(send).mockReturnValue(answer.promise);
      solveCaptcha("token-456");
      await user.click(submitButton());
      expect(screen.queryByRole("alert")).toBeNull();
      expect(statusLine()).toHaveTextContent("Sending your message...");
      await act(async () => answer.resolve({ status: 200, text: "OK" }));
      await findSent();
    });
  });

  describe("quotation request", () => {
    const RURAL =
      "We would like a quotation for Barangay Rural: ₱2,800.00 for 7 periods of 60 days (420 days), to cover a year. " +
      "Can several periods be paid at once, and when does each start? Our barangay's name and address: ";

    it("writes the plan's request into the empty message, from the link's topic and plan", async () => {
      await renderReadyForm("/contact?topic=quotation&plan=barangay-rural");
      await waitFor(() => expect(fields().message).toHaveValue(RURAL));
      expect(screen.getByLabelText("What is your message about?")).toHaveValue("quotation");
    });

    it("leaves a draft's message as it is", async () => {
      window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...valid, topic: "" }));
      await renderReadyForm("/contact?topic=quotation&plan=barangay-rural");
      await waitFor(() =>
        expect(screen.getByLabelText("What is your message about?")).toHaveValue("quotation"),
      );
      expectValuesKept();
    });

    it("writes it where the draft has a name but no message", async () => {
      window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...valid, message: "", topic: "" }));
      await renderReadyForm("/contact?topic=quotation&plan=barangay-rural");
      await waitFor(() => expect(fields().message).toHaveValue(RURAL));
      expect(fields().name).toHaveValue(valid.name);
    });

    it.each([
      ["an unknown plan", "/contact?topic=quotation&plan=barangay-mega"],
      ["the free gift, which is not sold", "/contact?topic=quotation&plan=barangay-verification-gift"],
      ["another topic", "/contact?topic=barangay&plan=barangay-rural"],
      ["no topic", "/contact?plan=barangay-rural"],
    ])("writes nothing for %s", async (_case, entry) => {
      await renderReadyForm(entry);
      // The topic, when there is one, is set in the same update as a request would be.
      if (entry.includes("topic="))
        await waitFor(() => expect(screen.getByLabelText("What is your message about?")).not.toHaveValue(""));
      expect(fields().message).toHaveValue("");
    });

    it("keeps an untouched request out of the draft, and what the visitor changes in it", async () => {
      const user = userEvent.setup();
      await renderReadyForm("/contact?topic=quotation&plan=barangay-rural");
      await waitFor(() => expect(fields().message).toHaveValue(RURAL));
      await user.type(fields().name, "Ana");
      expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({
        name: "Ana",
        message: "",
      });
      await user.type(fields().message, "San Isidro");
      expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({
        message: `${RURAL}San Isidro`,
      });
    });
  });

  describe("topic", () => {
    const topicField = () => screen.getByLabelText<HTMLSelectElement>("What is your message about?");

    it("offers the six topics, none chosen at first, and sends the one chosen as `topic`", async () => {
      const user = userEvent.setup();
      await renderReadyForm();
      expect(topicField()).toHaveValue("");
      expect(
        within(topicField())
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual([
        "Choose a topic",
        "I am a resident",
        "My barangay",
        "A quotation for a barangay plan",
        "My agency",
        "I am from the media",
        "Something else",
      ]);
      await user.selectOptions(topicField(), "I am from the media");
      await fillForm(user);
      solveCaptcha();
      await user.click(submitButton());
      await findSent();
      expect(vi.mocked(send).mock.calls[0]?.[2]).toMatchObject({ topic: "media", name: valid.name });
      expect(topicField()).toHaveValue("");
    });

    it("takes the topic from the link that led to the form", async () => {
      await renderReadyForm("/contact?topic=agency");
      await waitFor(() => expect(topicField()).toHaveValue("agency"));
    });

    // A <select> shows "" for a value it has no option for, so only what is sent tells an ignored
    // topic from a kept one. "toString" is on every object's prototype.
    it.each(["hacker", "toString"])(
      "ignores ?topic=%s, which it does not offer, and sends none",
      async (topic) => {
        const user = userEvent.setup();
        await renderReadyForm(`/contact?topic=${topic}`);
        await fillForm(user);
        solveCaptcha();
        await user.click(submitButton());
        await findSent();
        expect(vi.mocked(send).mock.calls[0]?.[2]).toMatchObject({ topic: "" });
      },
    );

    it("prefers the link's topic to the draft's, and keeps the draft's text", async () => {
      window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...valid, topic: "media" }));
      await renderReadyForm("/contact?topic=barangay");
      await waitFor(() => expect(topicField()).toHaveValue("barangay"));
      expectValuesKept();
    });
  });

  describe("draft", () => {
    it("is removed when the fields are emptied by hand", async () => {
      const user = userEvent.setup();
      await renderReadyForm();
      await user.type(fields().name, "M");
      expect(window.sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
      await user.clear(fields().name);
      expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    });

    it("ignores a stored draft of the wrong shape", async () => {
      window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ name: 5, email: "x" }));
      await renderReadyForm();
      expectValuesKept({ name: "", email: "", message: "" });
    });
  });
});
