import { TOOL_PAGES } from '../../content/products-tools.js';
import { ToolPage } from './ToolPage.js';

export function AiplPage() {
  return <ToolPage tool={TOOL_PAGES.aipl} />;
}
