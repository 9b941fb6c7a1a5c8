// Each credit product names the accounts it posts to (gl_account_mapping by its code), on real PostgreSQL: the seeded
// products keep today's mapping, a new product starts with the rent product's, staff choose active accounts of the
// chart (unknown or inactive ones refused with reasons), and a loan posts through its product's accounts.
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { createActiveProduct } from "../credit-products/credit-product.fixtures.js";
import { bnplLoan, errorOf } from "../loans/loan.fixtures.js";
import { reconcile } from "./reconciliation.js";

let app: TestApp;
let admin: { cookie: string };
let analyst: { cookie: string };
beforeAll(async () => {
  app = await startTestApp();
  app.services.clock.set(new Date("2026-01-15T09:00:00Z"));
  admin = await app.signInAs("admin");
  analyst = await app.signInAs("credit_analyst");
  await app.database.query(
    `INSERT INTO gl_account (code, name, type) VALUES ('1102', 'Loans receivable: BNPL electronics', 'asset'), ('1199', 'Old receivable', 'asset')`,
  );
  await app.database.query(
    `UPDATE gl_account SET active = false WHERE code = '1199'`,
  );
});
afterAll(async () => {
  await app?.stop();
});

const PRODUCTS =
  "query { creditProducts { id code accounts { role label accountCode accountName } } }";
const CHOICES = "query { creditProductAccountChoices { code name type } }";
const SET = `mutation S($productId: ID!, $accounts: [CreditProductAccountInput!]!) {
  setCreditProductAccounts(productId: $productId, accounts: $accounts) { code accounts { role accountCode } } }`;

interface Product {
  id: string;
  code: string;
  accounts: Array<{
    role: string;
    label: string;
    accountCode: string;
    accountName: string;
  }>;
}
const products = async () =>
  (await app.graphql<{ creditProducts: Product[] }>(PRODUCTS, {}, admin.cookie))
    .data!.creditProducts;
const accountOf = (product: Product | undefined, role: string) =>
  product?.accounts.find((account) => account.role === role)?.accountCode;

describe("the accounts a product posts to", () => {
  it("keeps today's mapping for the seeded products and gives a new product the rent product's", async () => {
    await createActiveProduct(app, "school-fees");
    const byCode = new Map(
      (await products()).map((product) => [product.code, product]),
    );
    expect(accountOf(byCode.get("rent"), "loans_receivable")).toBe("1100");
    expect(accountOf(byCode.get("bnpl"), "loans_receivable")).toBe("1101");
    expect(accountOf(byCode.get("rent"), "disbursement_source")).toBe("1000");
    expect(accountOf(byCode.get("bnpl"), "disbursement_source")).toBe("2110");
    const school = byCode.get("school-fees")!;
    expect(
      school.accounts.map((account) => [account.role, account.accountCode]),
    ).toEqual(
      byCode
        .get("rent")!
        .accounts.map((account) => [account.role, account.accountCode]),
    );
    expect(
      school.accounts.find((account) => account.role === "penalty_income"),
    ).toMatchObject({ label: "Penalty income", accountName: "Penalty income" });
    // Staff choose among the active accounts only.
    const choices = (
      await app.graphql<{
        creditProductAccountChoices: Array<{ code: string }>;
      }>(CHOICES, {}, admin.cookie)
    ).data!.creditProductAccountChoices.map((choice) => choice.code);
    expect(choices).toContain("1102");
    expect(choices).not.toContain("1199");
    expect(
      errorOf(await app.graphql(CHOICES, {}, analyst.cookie)),
    ).toMatchObject({ code: "FORBIDDEN" });
  });

  it("refuses unknown roles, unknown and inactive accounts with every reason, and changes nothing", async () => {
    const bnpl = (await products()).find((product) => product.code === "bnpl")!;
    const refused = errorOf(
      await app.graphql(
        SET,
        {
          productId: bnpl.id,
          accounts: [
            { role: "loans_receivable", accountCode: "9999" },
            { role: "fee_income", accountCode: "1199" },
            { role: "petty_cash", accountCode: "1000" },
          ],
        },
        admin.cookie,
      ),
    );
    expect(refused).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(refused?.message).toBe(
      "petty_cash is not a role the books post to. Loans receivable (principal lent): there is no account 9999 in the chart. Fee income: account 1199 is inactive.",
    );
    expect(
      accountOf(
        (await products()).find((product) => product.code === "bnpl"),
        "loans_receivable",
      ),
    ).toBe("1101");
  });

  it("posts a loan through its product's accounts, and refuses a change once loans are booked on them", async () => {
    const bnpl = (await products()).find((product) => product.code === "bnpl")!;
    const chosen = await app.graphql<{
      setCreditProductAccounts: {
        accounts: Array<{ role: string; accountCode: string }>;
      };
    }>(
      SET,
      {
        productId: bnpl.id,
        accounts: [{ role: "loans_receivable", accountCode: "1102" }],
      },
      admin.cookie,
    );
    expect(chosen.errors).toBeUndefined();
    expect(
      chosen.data!.setCreditProductAccounts.accounts.find(
        (account) => account.role === "loans_receivable",
      )?.accountCode,
    ).toBe("1102");
    const customer = await app.signUp();
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    const lines = await app.database.query<{
      account_code: string;
      debit: string;
      credit: string;
    }>(
      `SELECT jl.account_code, jl.debit::text, jl.credit::text FROM journal_line jl JOIN journal_entry j ON j.id = jl.entry_id WHERE j.loan_id = $1 AND j.kind = 'disbursement' ORDER BY jl.account_code`,
      [loanId],
    );
    // GH₵5,000 lent: receivable on the product's chosen account, the merchant payable as before.
    expect(
      lines.map((line) => [
        line.account_code,
        Number(line.debit),
        Number(line.credit),
      ]),
    ).toEqual([
      ["1102", 500_000, 0],
      ["2110", 0, 500_000],
    ]);
    const checks = await reconcile(app.database.db);
    expect(
      checks.find((line) => line.check === "loans_receivable:bnpl"),
    ).toMatchObject({
      accountCode: "1102",
      books: 500_000,
      subledger: 500_000,
      difference: 0,
    });
    expect(checks.filter((line) => line.difference !== 0)).toEqual([]);
    const refused = errorOf(
      await app.graphql(
        SET,
        {
          productId: bnpl.id,
          accounts: [{ role: "loans_receivable", accountCode: "1101" }],
        },
        admin.cookie,
      ),
    );
    expect(refused).toMatchObject({
      code: "BAD_USER_INPUT",
      message:
        "Loans of this product are already booked on its accounts: they cannot change (create a new product to post elsewhere).",
    });
  });
});
