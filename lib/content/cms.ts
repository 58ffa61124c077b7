import { z } from 'zod';
import { codeString } from './schema';

/*
 * content/cms.yaml: the two owner values the browser editor at /admin/ needs, the GitHub
 * repository it commits to and the branch the site is published from.
 */

export const cmsFileSchema = z.object({
  repo: codeString(
    'repository',
    z
      .string()
      .regex(
        /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/,
        'must be a GitHub repository as owner/name, such as "family-name/smriti-site"',
      ),
  ),
  branch: codeString(
    'branch',
    z
      .string()
      .regex(/^[A-Za-z0-9._/-]+$/, 'must be a branch name such as "main"')
      .refine((b) => !b.startsWith('/') && !b.endsWith('/'), 'must not start or end with "/"'),
  ),
});

export type CmsFile = z.output<typeof cmsFileSchema>;
