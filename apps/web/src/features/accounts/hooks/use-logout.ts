import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/store';
import { logoutUser } from '../auth-slice';

/** Spec §2: logout clears the tokens and the user, then goes to /. */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await dispatch(logoutUser());
    await navigate('/');
  }, [dispatch, navigate]);
}
