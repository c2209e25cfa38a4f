// Escaping text into HTML, for the e-mails and the dev mailbox page.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
