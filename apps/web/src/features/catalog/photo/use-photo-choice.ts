import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoPlacementValue } from '@shop/contracts/photo-geometry';
import type { LinePhotoInput, PhotoUpload } from '@shop/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useLanguage } from '../../../hooks/use-language';
import { openAuthPanel, selectIsAuthenticated } from '../../accounts';

/** The editor's chunk: its component, the upload and its texts (ADR 0099). */
export const loadPhotoEditor = () => import('./editor');

export type PhotoStep =
  /** No photo chosen. */
  | 'empty'
  /** Chosen while signed out: kept, and sent once the shopper has signed in. */
  | 'signIn'
  | 'uploading'
  | 'ready'
  | 'failed';

export interface PhotoChoice {
  step: PhotoStep;
  /** The file chosen, kept until it is uploaded (across a sign-in). */
  file: File | null;
  upload: PhotoUpload | null;
  /** Set with the upload (centred, from the editor's chunk: the geometry is loaded with it). */
  placement: PhotoPlacementValue | null;
  /** Why the upload failed: the server's message, else a text key of the editor's. */
  failure: { message: string | null; reason: 'tooLarge' | 'refused' | 'failed' } | null;
}

const EMPTY: PhotoChoice = {
  step: 'empty',
  file: null,
  upload: null,
  placement: null,
  failure: null,
};

/**
 * The shopper's photo on a product (issue 29): the file chosen, its upload and where it sits.
 * The upload needs a signed-in customer: a photo chosen signed out is kept, the sign-in is
 * asked, and the photo goes up once it is done (nothing chosen is lost, ADR 0099).
 */
export function usePhotoChoice(productId: number | null) {
  const { i18n } = useTranslation();
  const { language } = useLanguage();
  const dispatch = useAppDispatch();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [choice, setChoice] = useState<PhotoChoice>(EMPTY);

  const send = useCallback(
    async (file: File) => {
      const editor = await loadPhotoEditor();
      editor.addEditorTexts(i18n);
      if (productId === null) return;
      if (!isAuthenticated) {
        setChoice({ ...EMPTY, step: 'signIn', file });
        dispatch(openAuthPanel('login'));
        return;
      }
      setChoice({ ...EMPTY, step: 'uploading', file });
      const result = await editor.uploadPhoto(file, productId, language);
      setChoice((current) =>
        // A newer choice made meanwhile wins.
        current.file !== file
          ? current
          : result.ok
            ? {
                ...EMPTY,
                step: 'ready',
                upload: result.upload,
                placement: editor.CENTRED_PLACEMENT,
              }
            : { ...EMPTY, step: 'failed', file, failure: result },
      );
    },
    [i18n, productId, isAuthenticated, dispatch, language],
  );

  // The photo chosen before signing in goes up once signed in.
  const waiting = choice.step === 'signIn' ? choice.file : null;
  useEffect(() => {
    // `send` sets state only after awaiting the editor's chunk, never within the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (waiting && isAuthenticated) void send(waiting);
  }, [waiting, isAuthenticated, send]);

  const choose = useCallback(
    (file: File | null) => {
      if (!file) setChoice(EMPTY);
      else void send(file);
    },
    [send],
  );
  const place = useCallback(
    (placement: PhotoPlacementValue) => setChoice((current) => ({ ...current, placement })),
    [],
  );
  const signIn = useCallback(() => dispatch(openAuthPanel('login')), [dispatch]);

  const input: LinePhotoInput | null =
    choice.upload && choice.placement
      ? { upload_id: choice.upload.id, placement: choice.placement }
      : null;
  return { choice, choose, place, signIn, input };
}
