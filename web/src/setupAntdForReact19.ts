import { unstableSetRender } from 'antd';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd 5 renders a few things outside the React tree (button wave effect, static
 * message/modal) with the React 18 `render` API, which React 19 removed. This hands it
 * `createRoot` instead; it is what `@ant-design/v5-patch-for-react-19` does, without the
 * extra package. Remove when moving to antd 6.
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});
