export type HealthResponse = {
  status: "ok" | "degraded";
  version: string;
  database: { reachable: boolean };
};
