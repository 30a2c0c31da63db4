import { Link, type LinkProps } from '../ui/components/Link';
import { linksBuiltTool } from './chosen';

/**
 * A link in running text (a blog post, a tool's note) that may lead to a tool page: a link when this
 * build has that page, its words alone when the build leaves the tool out (TOOLSHED_TOOLS, issue
 * #36), so a chosen set of tools never links to a page it does not serve.
 */
export function ToolLink({ href, children, ...props }: LinkProps) {
  return linksBuiltTool(href) ? (
    <Link href={href} {...props}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}
