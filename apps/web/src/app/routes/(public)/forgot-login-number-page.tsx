import { useNavigate } from 'react-router';
import { forgotLoginNumber } from '../../../features/auth/api/auth-api';
import { ForgotForm } from '../../../features/auth/components/forgot-form';
import { AuthCard } from './auth-card';

export function ForgotLoginNumberPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Forgot login number" intro="Enter the e-mail address of your account and we will send you your login number.">
      <ForgotForm send={forgotLoginNumber} onSent={() => navigate('/email-sent/forgot-login')} onCancel={() => navigate('/login')} />
    </AuthCard>
  );
}
