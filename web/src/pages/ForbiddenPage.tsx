import { ExceptionResult } from '../modules/shell';

/** `/403`: a page the product has but the user's menu does not grant (spec: 拒绝访问). */
export const ForbiddenPage = () => <ExceptionResult kind="403" />;
