import { paths } from '../routing/paths';
import { decideRoute, type RouteState } from '../routing/route-rules';

/**
 * Whether the customer has a chat with an adviser (issue 27 item 11): the chat page's own rule (an
 * adviser, config nachrichten) lets them in. Only then does the app show its unread badge and the chat
 * entry on the adviser page, and ask for the unread count; otherwise no chat panel shows anywhere.
 */
export function mayChat(user: RouteState['user'] | undefined): boolean {
  if (!user?.agent) return false;
  return decideRoute(paths.adviserChat, { loggedIn: true, user }).kind === 'allow';
}

/** The badge's figure: up to 99, then '99+'. */
export function unreadFigure(count: number): string {
  return count > 99 ? '99+' : String(count);
}
