/**
 * `npm run deploy:local -- [--instances N] [--port P]`: the reference deployment
 * (docs/deploy.md) on this machine, from the repository: a throwaway PostgreSQL cluster, N
 * instances of the compiled server on it (2 by default; one ingests), nginx in front on
 * 127.0.0.1:P (8080 by default) with deploy/nginx.conf. Settings in the environment reach
 * every instance (`OFFLINE=1` as for `npm start`). Prints one line per process, then
 * `ready: <url>`; Ctrl-C (SIGINT) or SIGTERM stops everything and deletes its temporary
 * folder. Builds first when the build is missing, as `npm start` does.
 */
import { parseArgs } from "node:util";
import {
  buildForStart,
  compiledInstance,
  startLocalDeployment,
} from "../deploy/localDeployment.ts";

function usage(problem: string): never {
  console.error(
    `deploy:local: ${problem}\nusage: npm run deploy:local -- [--instances N] [--port P]`,
  );
  process.exit(2);
}

let values: { instances?: string; port?: string };
try {
  ({ values } = parseArgs({
    options: { instances: { type: "string" }, port: { type: "string" } },
  }));
} catch (error) {
  usage((error as Error).message);
}
const instances = Number(values.instances ?? 2);
const port = Number(values.port ?? 8080);
if (!Number.isInteger(instances) || instances < 1 || instances > 16)
  usage(`--instances must be a whole number from 1 to 16, not ${values.instances}`);
if (!Number.isInteger(port) || port < 1 || port > 65535)
  usage(`--port must be a port number, not ${values.port}`);

// Its output goes to stderr: stdout is the lines below alone.
if (!buildForStart()) process.exit(1);

const deployment = await startLocalDeployment({ instances, port, command: compiledInstance }).catch(
  (error: unknown) => {
    console.error(`deploy:local: ${(error as Error).message}`);
    process.exit(1);
  },
);
for (const instance of deployment.instances)
  console.log(`instance ${instance.n} pid ${instance.process.pid} port ${instance.port}`);
console.log(`nginx pid ${deployment.nginx.pid} port ${deployment.port}`);
console.log(`postgres pid ${await deployment.postgres.pid()} port ${deployment.postgres.port}`);
console.log(`ready: ${deployment.url}`);

let stopping = false;
for (const instance of deployment.instances)
  void instance.exited.then((code) => {
    if (!stopping)
      console.error(
        `deploy:local: instance ${instance.n} exited (${code}); its last output:\n${deployment.logOf(instance.n).slice(-2000)}`,
      );
  });
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await deployment.stop();
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
