import { PolicyPage } from '../features/policies/components/policy-page';

export function Component() {
  return <PolicyPage ns="privacy" />;
}
