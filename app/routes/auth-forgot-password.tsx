import { ForgotPasswordForm } from "~/features/auth/password-reset-forms";

export function meta() {
  return [{ title: "Reset your password | GeneHive" }, { name: "robots", content: "noindex" }];
}

export default function ForgotPassword() {
  return <ForgotPasswordForm />;
}
