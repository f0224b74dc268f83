import { z } from 'zod';
import type { Features, UserConfig } from '../account/config-flags';
import { notificationTexts } from '../texts/notifications';

/**
 * The notification settings of issue 13 (spec sections 3 and 7) — the contract between server and web.
 *
 * GET  /api/notification/rules/config → { triggerEvents: TriggerEventInfo[] } (the customer's events)
 * GET  /api/notifications             → { notificationRules: NotificationRule[] } (one per event)
 * POST /api/notifications { notificationRules: NotificationRuleInput[] } → the same as GET
 *
 * A rule says whether the customer gets a mail for one event. Without a stored rule the mail is on.
 * `params.accountIds` are the accounts the rule applies to: a customer has one account (their own id), so
 * the answer always names it, and a POST may leave it out or must name only that account.
 * An event that does not apply to the customer (its flag is off) is not listed and sends no mail, but a
 * rule for it may be stored: it takes effect when the flag is turned on.
 */
export const TRIGGER_EVENTS = [
  'document_provided',
  'chat_message',
  'reminder_due',
  'contract_deadline',
  'referral_registered',
  'referral_paid',
  'transfer_status',
] as const;
export type TriggerEvent = (typeof TRIGGER_EVENTS)[number];

export type TriggerEventInfo = { triggerEvent: TriggerEvent; label: string; description: string };
export type NotificationRule = {
  triggerEvent: TriggerEvent;
  params: { accountIds: number[] };
  active: boolean;
};

type Account = { config: UserConfig; features: Features };

/** Whether the event exists for this customer: the feature behind it is on (spec section 6). */
export function appliesTo(event: TriggerEvent, { config, features }: Account): boolean {
  switch (event) {
    case 'document_provided':
      return true;
    case 'chat_message':
      return config.nachrichten;
    case 'reminder_due':
      // Own reminders (Wecker) and a contract's reminder date.
      return config.wecker || config.vertrag_list;
    case 'contract_deadline':
      return config.vertrag_list;
    case 'referral_registered':
    case 'referral_paid':
      return features.referrals;
    case 'transfer_status':
      return config.bestandsuebertragung;
  }
}

/** Whether a mail for the event goes out: the event applies and the customer did not turn it off. */
export function sendsMail(
  event: TriggerEvent,
  account: Account,
  stored: boolean | null | undefined,
): boolean {
  return appliesTo(event, account) && stored !== false;
}

export function triggerEventsFor(account: Account): TriggerEventInfo[] {
  return TRIGGER_EVENTS.filter((event) => appliesTo(event, account)).map((event) => ({
    triggerEvent: event,
    ...notificationTexts.events[event],
  }));
}

/** Every applying event with its stored choice, on by default. */
export function rulesFor(
  account: Account & { id: number },
  stored: readonly { triggerEvent: string; active: boolean }[],
): NotificationRule[] {
  const byEvent = new Map(stored.map((rule) => [rule.triggerEvent, rule.active]));
  return TRIGGER_EVENTS.filter((event) => appliesTo(event, account)).map((event) => ({
    triggerEvent: event,
    params: { accountIds: [account.id] },
    active: byEvent.get(event) ?? true,
  }));
}

const ruleInputSchema = z.strictObject({
  triggerEvent: z.enum(TRIGGER_EVENTS, { error: notificationTexts.unknownEvent }),
  params: z
    .strictObject({
      accountIds: z
        .array(z.number().int().positive(), { error: notificationTexts.accountIdsInvalid })
        .min(1, { error: notificationTexts.accountIdsInvalid })
        .max(10, { error: notificationTexts.accountIdsInvalid }),
    })
    .optional(),
  active: z.boolean({ error: notificationTexts.activeRequired }),
});
export type NotificationRuleInput = z.infer<typeof ruleInputSchema>;

/** POST /api/notifications: one entry per event at most; the events left out keep their setting. */
export const notificationRulesSchema = z
  .strictObject({
    notificationRules: z
      .array(ruleInputSchema, { error: notificationTexts.rulesRequired })
      .min(1, { error: notificationTexts.rulesRequired })
      .max(TRIGGER_EVENTS.length, { error: notificationTexts.duplicateEvent }),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.notificationRules.forEach((rule, index) => {
      if (seen.has(rule.triggerEvent))
        context.addIssue({
          code: 'custom',
          path: ['notificationRules', index, 'triggerEvent'],
          message: notificationTexts.duplicateEvent,
        });
      seen.add(rule.triggerEvent);
    });
  });

/** The `field=>message` entries for account ids that are not the customer's own. */
export function foreignAccountEntries(rules: readonly NotificationRuleInput[], accountId: number): string[] {
  return rules.flatMap((rule, index) =>
    rule.params?.accountIds.some((id) => id !== accountId)
      ? [`notificationRules.${index}.params.accountIds=>${notificationTexts.accountUnknown}`]
      : [],
  );
}

const triggerEventInfoSchema = z.object({
  triggerEvent: z.enum(TRIGGER_EVENTS),
  label: z.string(),
  description: z.string(),
}) satisfies z.ZodType<TriggerEventInfo>;

/** GET /api/notification/rules/config's answer. */
export const triggerEventsResponseSchema = z.object({
  triggerEvents: z.array(triggerEventInfoSchema),
}) satisfies z.ZodType<{ triggerEvents: TriggerEventInfo[] }>;

/** GET and POST /api/notifications' answer: one rule per event that applies to the customer. */
export const notificationRulesResponseSchema = z.object({
  notificationRules: z.array(
    z.object({
      triggerEvent: z.enum(TRIGGER_EVENTS),
      params: z.object({ accountIds: z.array(z.number()) }),
      active: z.boolean(),
    }) satisfies z.ZodType<NotificationRule>,
  ),
});
