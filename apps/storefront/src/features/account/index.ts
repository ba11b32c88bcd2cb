// The customer's account: login, registration, password reset, the account area (/account/{section})
// and the session keeper in the header that ends an expired login.
export { AccountPage, isAccountSection } from './AccountPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { LoginPage } from './LoginPage';
export { NewsletterConfirmPage } from './NewsletterConfirmPage';
export { RegisterPage } from './RegisterPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SessionKeeper } from './SessionKeeper';
