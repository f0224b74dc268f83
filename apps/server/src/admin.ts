import { runAdmin } from './admin/run-admin';

/** `npm run admin -- <command> …`: the admin command on the server's configuration (README, "Administration"). */
runAdmin(process.argv.slice(2)).then((code) => {
  if (code !== 0) process.exit(code);
});
