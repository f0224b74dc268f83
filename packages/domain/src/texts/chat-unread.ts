/**
 * The customer's signs of unread adviser messages (issue 27 item 11): the menu's badge, the "Chat"
 * entry and the adviser page's chat entry. Apart from chat.ts: the app's layout, part of every first
 * load, needs only these.
 */
export const chatUnreadTexts = {
  /** Read after the badge's figure (visually hidden). */
  unread: (count: number) => (count === 1 ? '1 ungelesene Nachricht' : `${count} ungelesene Nachrichten`),
  entryHeading: 'Nachrichten',
  entryText: 'Schreib Deinem Berater im Chat – er antwortet dort.',
  entryLink: 'Zum Chat',
} as const;
