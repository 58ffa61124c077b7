import { cmsConfigYaml } from '@/lib/cms/config';

// Written once at build time into out/admin/config.yml: the browser editor's configuration, made
// from the content schemas (lib/cms/config.ts). The editor page itself is written by
// scripts/postbuild.mjs.
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(cmsConfigYaml(), {
    headers: { 'Content-Type': 'text/yaml; charset=utf-8' },
  });
}
