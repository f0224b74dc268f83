import {
  activationSchema,
  completeQuerySchema,
  emailConfirmedSchema,
  forgotRefusalSchema,
  resetLinkSentSchema,
  statusSuccessSchema,
} from '@kundenportal/domain/account/account-responses';
import {
  changeEmailSchema,
  changePasswordSchema,
  completeSchema,
  confirmEmailSchema,
  emailCheckSchema,
  forgotRequestSchema,
  resetCodeCheckResponseSchema,
  resetCodeCheckSchema,
  resetPasswordSchema,
  signupSchema,
  smsTokenSchema,
} from '@kundenportal/domain/account/account-schemas';
import { successMessageSchema, tokenSchema } from '@kundenportal/domain/api/common-responses';
import { errorCatalogue } from '@kundenportal/domain/errors/error-codes';
import { EMAIL_ERROR_TYPE } from '@kundenportal/domain/validation/email';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { everyTenMinutes } from '../../lib/housekeeping';
import { responses } from '../../lib/route-responses';
import { schemaEntries } from '../../plugins/errors';
import { requireAdviser, requireSession } from '../../plugins/session';
import type { AccountDeps } from './account-deps';
import { changePassword } from './change-password';
import { checkEmail } from './check-email';
import { checkResetCode } from './check-reset-code';
import { completeActivation } from './complete-activation';
import { confirmEmailChange } from './confirm-email-change';
import { getActivation } from './get-activation';
import { requestEmailChange } from './request-email-change';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { sendSmsCode } from './send-sms-code';
import { signUp } from './sign-up';

const tokenResponse = responses({ 200: tokenSchema });
const statusResponse = responses({ 200: statusSuccessSchema });
const savedResponse = responses({ 200: successMessageSchema });
const sentResponse = responses({ 200: resetLinkSentSchema });
const resetCheckSchema = {
  body: resetCodeCheckSchema,
  response: responses({ 200: resetCodeCheckResponseSchema }),
};

/** Sign-up, activation, password reset and change, e-mail change (spec sections 4, 5, 7; issue 3). */
export const accountRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  // Codes nobody can use any more go a day after they expired.
  everyTenMinutes(app, 'account code purge', () => deps.repository.purgeExpired());

  app.post(
    '/emailcheck',
    {
      schema: {
        summary: 'Check an e-mail address for sign-up',
        body: emailCheckSchema,
        response: statusResponse,
      },
    },
    (request) => checkEmail(deps, request.body, request.ip),
  );

  app.post(
    '/smstoken',
    { schema: { summary: 'Send the sign-up SMS code', body: smsTokenSchema, response: statusResponse } },
    (request) => sendSmsCode(deps, request.body, request.ip),
  );

  app.post(
    '/signup',
    { schema: { summary: 'Sign up', body: signupSchema, response: tokenResponse } },
    (request) => signUp(deps, request.body),
  );

  app.get(
    '/activate/:code',
    {
      schema: {
        summary: 'The invited account of an activation link',
        params: z.object({ code: z.string() }),
        response: responses({ 200: activationSchema }),
      },
    },
    (request) => getActivation(deps, request.params.code),
  );

  app.post(
    '/complete',
    {
      schema: {
        summary: 'Complete an invited account (password, consents)',
        querystring: completeQuerySchema,
        body: completeSchema,
        response: tokenResponse,
      },
    },
    (request) => completeActivation(deps, request.query.token, request.body),
  );

  // The spec's client reads `send` and `fehler_art` here, so a refused body gets them next to the errors:
  // the route's own error handler answers its schema's refusal (ADR 143); any other error goes on to the app's.
  app.post(
    '/password/forgot_request',
    {
      schema: {
        summary: 'Ask for a password reset link',
        body: forgotRequestSchema,
        response: { ...sentResponse, 422: forgotRefusalSchema },
      },
      errorHandler: (error, _request, reply) => {
        if (!hasZodFastifySchemaValidationErrors(error)) throw error;
        return reply.status(422).send({
          error: 'validation_failed',
          message: errorCatalogue.validation_failed.message,
          send: false,
          fehler_art: EMAIL_ERROR_TYPE,
          errors: schemaEntries(error, 'email'),
        });
      },
    },
    (request) => requestPasswordReset(deps, request.body.email, request.ip),
  );

  app.post(
    '/password/forgot',
    {
      schema: {
        summary: 'Set a new password with a reset code',
        body: resetPasswordSchema,
        response: tokenResponse,
      },
    },
    (request) => resetPassword(deps, request.body),
  );

  // Asked when the reset page opens: a used or expired link shows its error before anything is typed.
  app.post(
    '/password/forgot_check',
    { schema: { ...resetCheckSchema, summary: 'Whether a reset link still works' } },
    (request) => checkResetCode(deps, request.body.code, request.ip),
  );

  // The workspace's own reset (issue 14): the same code, limits and policy; the link leads to its page.
  const adviserForgot = {
    summary: 'Ask for an adviser’s password reset link',
    body: forgotRequestSchema,
    response: sentResponse,
  };
  app.post('/berater/passwort/vergessen', { schema: adviserForgot }, (request) =>
    requestPasswordReset(deps, request.body.email, request.ip, 'adviser'),
  );

  app.post(
    '/berater/passwort/neu',
    {
      schema: {
        summary: 'Set an adviser’s new password with a reset code',
        body: resetPasswordSchema,
        response: tokenResponse,
      },
    },
    (request) => resetPassword(deps, request.body, 'adviser'),
  );

  app.post(
    '/berater/passwort/pruefen',
    { schema: { ...resetCheckSchema, summary: 'Whether an adviser’s reset link still works' } },
    (request) => checkResetCode(deps, request.body.code, request.ip, 'adviser'),
  );

  app.post(
    '/berater/passwort/aendern',
    {
      onRequest: app.authenticateAdviser,
      schema: {
        summary: 'Change the adviser’s password',
        body: changePasswordSchema,
        response: savedResponse,
      },
    },
    (request) => changePassword(deps, requireAdviser(request), request.body, request.ip, 'adviser'),
  );

  app.post(
    '/password/change',
    {
      onRequest: app.authenticate,
      schema: { summary: 'Change the password', body: changePasswordSchema, response: savedResponse },
    },
    (request) => changePassword(deps, requireSession(request), request.body, request.ip),
  );

  app.post(
    '/email/change',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Ask to change the e-mail address',
        body: changeEmailSchema,
        response: savedResponse,
      },
    },
    (request) => requestEmailChange(deps, requireSession(request), request.body, request.ip),
  );

  app.post(
    '/email/confirm',
    {
      schema: {
        summary: 'Confirm a new e-mail address',
        body: confirmEmailSchema,
        response: responses({ 200: emailConfirmedSchema }),
      },
    },
    (request) => confirmEmailChange(deps, request.body.code),
  );
};
