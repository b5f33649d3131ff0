// Once per run, outside workerd: the fake Moyasar every worker test file pays through.
import type { TestProject } from "vitest/node";
import { startFakeMoyasar } from "../../fakes/moyasar-fake";

export default async function setup({ provide }: Pick<TestProject, "provide">) {
  const moyasar = await startFakeMoyasar();
  provide("fakeMoyasarOrigin", moyasar.origin);
  return () => moyasar.close();
}
