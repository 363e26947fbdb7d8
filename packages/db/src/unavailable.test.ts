// Which database errors mean "try again shortly" (busy) or "the database is down" (unreachable, restarting),
// and which are the query's own fault (answered as they are).
import { describe, expect, it } from "vitest";
import { DatabaseBusyError, databaseFaultOf } from "./unavailable";

const pgError = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("databaseFaultOf", () => {
  it("calls a full queue, a connection not free in time and a server out of slots busy", () => {
    expect(databaseFaultOf(new DatabaseBusyError(1000))).toBe("busy");
    expect(databaseFaultOf(new Error("timeout exceeded when trying to connect"))).toBe("busy");
    expect(databaseFaultOf(pgError("53300", "sorry, too many clients already"))).toBe("busy");
  });

  it("calls a terminated connection, a refused socket and a restart down, also when wrapped", () => {
    expect(databaseFaultOf(pgError("57P01", "terminating connection due to administrator command"))).toBe("down");
    expect(databaseFaultOf(pgError("ECONNREFUSED"))).toBe("down");
    expect(databaseFaultOf(new Error("Connection terminated unexpectedly"))).toBe("down");
    expect(databaseFaultOf(new Error("Failed query", { cause: pgError("08006") }))).toBe("down");
  });

  it("leaves a query's own errors alone", () => {
    expect(databaseFaultOf(pgError("23505", "duplicate key value"))).toBeNull();
    expect(databaseFaultOf(pgError("22P05", "unsupported Unicode escape sequence"))).toBeNull();
    expect(databaseFaultOf(new Error("boom"))).toBeNull();
  });
});
