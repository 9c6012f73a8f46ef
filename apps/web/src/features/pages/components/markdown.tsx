// The owner's Markdown as HTML. react-markdown builds React elements and leaves raw HTML out (no
// rehype-raw), so nothing typed into a page can run in a shopper's browser; links to this shop stay
// in the app, links elsewhere open as ordinary links.
import ReactMarkdown, { type Components } from 'react-markdown';
import { isShopPath, Link } from '../../../components/link';

const components: Components = {
  a: ({ href = '', children }) =>
    isShopPath(href) ? (
      <Link to={href}>{children}</Link>
    ) : (
      <a href={href} rel="noopener noreferrer">
        {children}
      </a>
    ),
};

export function Markdown({ children }: { children: string }) {
  return <ReactMarkdown components={components}>{children}</ReactMarkdown>;
}
