import { ExternalLogin } from '../modules/shell';

/** `/user/thirdLogin?token=&redirect=`: the third-party login callback, `GET /thirdLogin/getLoginUser/{token}`. */
export const ThirdLoginPage = () => <ExternalLogin kind="third" />;
