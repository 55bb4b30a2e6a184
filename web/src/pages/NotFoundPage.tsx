import { ExceptionResult } from '../modules/shell';

/** `/404`: where unknown paths end up (spec: 很抱歉，资源未找到!). */
export const NotFoundPage = () => <ExceptionResult kind="404" />;
