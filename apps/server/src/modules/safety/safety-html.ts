/** Text placed into the stored rich text (a JMA headline) as text, never markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
