// The calls of the spec this area implements (backend-endpoints.tsv: cases, instruction, reports,
// service book, help desk) are all in the OpenAPI document, with their parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/test-api.ts';

const SPEC_CALLS: [method: string, path: string, required: string[]][] = [
  ['post', '/case_management/post_bundle', []],
  ['post', '/case_management/verify_workspace', []],
  ['get', '/case_management/post_bundle', ['vin', 'bike_shop_id']],
  ['get', '/case_management/verify_workspace', ['vin', 'bike_shop_id']],
  ['post', '/case_management/image', []],
  ['get', '/instruction/', ['language']],
  ['post', '/report/bundle_rule_not_match', []],
  ['post', '/report/troubleshooting', []],
  ['post', '/service_book/', []],
  ['delete', '/service_book/{id}', ['id']],
  ['get', '/service_book/', []],
  ['post', '/zendesk/ticket', []],
  ['delete', '/zendesk/session', []],
  ['get', '/zendesk/article/{id}', ['id']],
  ['get', '/zendesk/category', []],
  ['get', '/zendesk/language', []],
  ['get', '/zendesk/section', []],
  ['get', '/zendesk/media', ['img_url']],
  ['get', '/zendesk/article', ['query']],
  ['get', '/zendesk/category/{id}/article', ['id']],
  ['get', '/zendesk/section/{id}/article', ['id', 'language']],
];

type Operation = {
  parameters?: { name: string; required?: boolean }[];
  security?: unknown[];
  requestBody?: unknown;
};

describe('records and help-centre calls in the OpenAPI document', () => {
  let api: TestApi;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    api = await createTestApi('pglite');
    paths = (await api.app.inject({ url: '/api/openapi.json' })).json().paths;
  });
  afterAll(() => api.close());

  it('documents every call with its required parameters', () => {
    for (const [method, path, required] of SPEC_CALLS) {
      const operation = paths[`/api${path}`]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      const requiredNames = (operation!.parameters ?? []).filter((p) => p.required).map((p) => p.name);
      for (const name of required) expect(requiredNames, `${method} ${path} ${name}`).toContain(name);
    }
  });

  it('documents the image upload as multipart and the media proxy as public', () => {
    expect(JSON.stringify(paths['/api/case_management/image']!.post!.requestBody)).toContain(
      'multipart/form-data',
    );
    expect(paths['/api/zendesk/media']!.get!.security ?? []).toEqual([]);
    expect(paths['/api/zendesk/category']!.get!.security).toEqual([{ bearer: [] }]);
  });
});
