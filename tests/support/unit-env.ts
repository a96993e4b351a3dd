// Unit tests call the functions' handlers in-process, as the local stack would run them: with the
// local stack's secrets (the functions have no defaults of their own).
import { localFunctionsSecrets } from "../../scripts/local-stack-env.mjs";

for (const [name, value] of Object.entries(localFunctionsSecrets(process.env, { sandbox: true }))) {
  process.env[name] ||= value;
}
