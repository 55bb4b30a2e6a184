import { ExceptionResult } from '../modules/shell';

/** `/500`: where an error the app cannot recover from ends up. */
export const ServerErrorPage = () => <ExceptionResult kind="500" />;
