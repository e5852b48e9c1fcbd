import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/app';
import { buildSuperAdmin } from '../helpers/factories';
import { type OpenApiDocument, openApiContract } from '../helpers/openapi-contract';
import { CONTRACT_CASES, type ContractFixture } from '../helpers/openapi-contract.cases';

/**
 * The app's own OpenAPI document, checked the way a validating proxy checks it (docs/decisions/131):
 * each operation called with documented requests (and a few that break it on purpose, for the
 * errors), each answer's status and body held to the document.
 */
describeEachDialect('every operation of the OpenAPI document, called for real', (t) => {
  let contract: ReturnType<typeof openApiContract>;
  let fixture: ContractFixture;
  beforeAll(async () => {
    const document = (await t().app.inject({ url: '/api/docs/openapi.json' })).json() as OpenApiDocument;
    contract = openApiContract(document);
    const boss = await buildSuperAdmin(t().ctx);
    fixture = { t: t(), boss, auth: boss.auth };
  });

  it('has a request case for every operation, and none for an operation it lacks', () => {
    expect(Object.keys(CONTRACT_CASES).sort()).toEqual([...contract.operations].sort());
  });

  for (const [operation, cases] of Object.entries(CONTRACT_CASES)) {
    it(operation, async () => {
      for (const call of await cases(fixture)) {
        const problems = contract.requestProblems(operation, call.request);
        if (call.undocumented) expect(problems, `${call.name}: departs from the document`).not.toEqual([]);
        else expect(problems, `${call.name}: a documented request`).toEqual([]);
        const response = await contract.send(t().app, operation, call.request);
        expect(response.statusCode, `${call.name}: ${response.body.slice(0, 300)}`).toBe(call.status);
        expect(contract.responseProblems(operation, response), `${call.name}: a documented answer`).toEqual([]);
        call.observe?.(response);
      }
    });
  }
});
