import { useNavigate } from 'react-router';
import { forgotPassword } from '../../../features/auth/api/auth-api';
import { ForgotForm } from '../../../features/auth/components/forgot-form';
import { AuthCard } from './auth-card';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Forgot password" intro="Enter the e-mail address of your account and we will send you a link to set a new password.">
      <ForgotForm send={forgotPassword} onSent={() => navigate('/email-sent/forgot-password')} onCancel={() => navigate('/login')} />
    </AuthCard>
  );
}
