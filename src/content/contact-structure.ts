/**
 * The contact form's topics: what a message is about, chosen in the form and sent to the team as
 * the `topic` parameter; a link may choose one (`/contact?topic=barangay`). Their words are in
 * src/content/<lang>/contact.yaml (form.topic.options), one for each topic here.
 */
export const contactTopics = ["resident", "barangay", "quotation", "agency", "media", "other"] as const;

export type ContactTopic = (typeof contactTopics)[number];
