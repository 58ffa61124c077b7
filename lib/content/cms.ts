import { z } from 'zod';
import { codeString, labelled } from './schema';

/*
 * content/cms.yaml: the two owner values the browser editor at /admin/ needs, the GitHub
 * repository it commits to and the branch the site is published from.
 */

export const cmsFileSchema = z.object({
  repo: labelled(
    codeString(
      'repository',
      z
        .string()
        .regex(
          /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/,
          'must be a GitHub repository as owner/name, such as "family-name/smriti-site"',
        ),
    ),
    'Repository the site is kept in',
    'Where this editor reads and saves the site: the GitHub account and the repository’s name, as owner/name (family-name/smriti-site). Change it only when the site moves.',
  ),
  branch: labelled(
    codeString(
      'branch',
      z
        .string()
        .regex(/^[A-Za-z0-9._/-]+$/, 'must be a branch name such as "main"')
        .refine((b) => !b.startsWith('/') && !b.endsWith('/'), 'must not start or end with "/"'),
    ),
    'Branch the site is published from',
    'Usually main: the editor saves there, and the site is rebuilt and published from it.',
  ),
});

export type CmsFile = z.output<typeof cmsFileSchema>;
