import type { Translate } from '../../../i18n/catalog';
import type { BlogCategory, PostType } from '../../content/blog';
import type en from './messages/en';

type Key = keyof typeof en;

/** The blog's categories and article types in the page's locale (content/blog.ts keeps the English). */
const CATEGORY: Record<BlogCategory, Key> = {
  Productivity: 'categoryProductivity',
  Security: 'categorySecurity',
  Design: 'categoryDesign',
  Development: 'categoryDevelopment',
  SEO: 'categorySeo',
  Marketing: 'categoryMarketing',
};
const TYPE: Record<PostType, { label: Key; singular: Key; description: Key }> = {
  tutorial: { label: 'typeTutorials', singular: 'typeTutorial', description: 'typeTutorialsText' },
  tip: { label: 'typeTips', singular: 'typeTip', description: 'typeTipsText' },
  'case-study': { label: 'typeCaseStudies', singular: 'typeCaseStudy', description: 'typeCaseStudiesText' },
};

export const categoryName = (t: Translate<Key>, category: BlogCategory): string => t(CATEGORY[category]);
export const typeLabel = (t: Translate<Key>, type: PostType) => ({
  label: t(TYPE[type].label),
  singular: t(TYPE[type].singular),
  description: t(TYPE[type].description),
});
