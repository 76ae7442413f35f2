"use client";

import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";

/** The words of one use of the form, in the caller's namespace. */
export type MailedCodeSecretTexts = {
  /** The button that opens the form: "Set …" or "Change …", as `isSet` says. */
  open: (isSet: boolean) => string;
  saved: string;
  /** A set secret changes only by mail, and the account has no address. */
  noEmail: string;
  codeIntro: (email: string) => string;
  codeSent: (email: string) => string;
  code: string;
  sendCode: string;
  cancel: string;
  save: string;
};

/** The caller's stylesheet: both uses keep the look of the page they sit on. */
export type MailedCodeSecretClasses = Record<"action" | "hint" | "form" | "error" | "inline", string | undefined>;

type Props = {
  email: string | null;
  hasSecret: boolean;
  texts: MailedCodeSecretTexts;
  classes: MailedCodeSecretClasses;
  /** The new secret's inputs, held by the caller; `ready` says whether Save may be pressed. */
  fields: ReactNode;
  ready: boolean;
  /** A problem with what was typed, found before anything is sent; null when it may be sent. */
  check?: () => string | null;
  sendCode: (email: string) => Promise<void>;
  /** Saves the new secret: with the mailed code when one was set before, else with the session alone. */
  save: (code: string | null) => Promise<void>;
  /** The caller empties its inputs. */
  onReset: () => void;
  errorText: (failure: unknown) => string;
};

/**
 * A secret (the login password, the payment password) set the first time with the session
 * alone, and changed afterwards only with a code mailed to the account's address, so that a
 * session left open somewhere cannot change it. The steps: open, send the code, then the code
 * and the new secret; Cancel or a save closes the form and focus returns to its button.
 */
export function MailedCodeSecret(props: Props) {
  const { email, texts, classes } = props;
  const codeId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const [isSet, setIsSet] = useState(props.hasSecret);
  const [open, setOpen] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // set when the form closes: its button is back only once that render is committed
  const returnFocus = useRef(false);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    opener.current?.focus();
  }, [open]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(props.errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setOpen(false);
    setCodeSent(false);
    setCode("");
    setError(null);
    props.onReset();
    returnFocus.current = true;
  };

  const sendCode = () =>
    run(async () => {
      if (!email) return;
      await props.sendCode(email);
      setCodeSent(true);
    });

  const save = (event: FormEvent) => {
    event.preventDefault();
    const problem = props.check?.() ?? null;
    if (problem) return setError(problem);
    return run(async () => {
      await props.save(isSet ? code.trim() : null);
      setIsSet(true);
      setSaved(true);
      close();
    });
  };

  const errorLine = error ? (
    <p role="alert" className={classes.error}>
      {error}
    </p>
  ) : null;
  const cancel = (
    <button type="button" className={classes.action} onClick={close} disabled={busy}>
      {texts.cancel}
    </button>
  );

  return (
    <>
      {open ? null : (
        <div>
          <button
            ref={opener}
            type="button"
            className={classes.action}
            onClick={() => {
              setOpen(true);
              setSaved(false);
            }}
          >
            {texts.open(isSet)}
          </button>
        </div>
      )}
      <p role="status" className={classes.hint}>
        {saved ? texts.saved : ""}
      </p>
      {!open ? null : isSet && !email ? (
        <div className={classes.form}>
          <p className={classes.hint}>{texts.noEmail}</p>
          <div className={classes.inline}>{cancel}</div>
        </div>
      ) : isSet && !codeSent ? (
        <div className={classes.form}>
          <p className={classes.hint}>{texts.codeIntro(email ?? "")}</p>
          {errorLine}
          <div className={classes.inline}>
            {cancel}
            {/* biome-ignore lint/a11y/noAutofocus: the step the reader just asked for */}
            <button type="button" className="button-primary" onClick={sendCode} disabled={busy} autoFocus>
              {texts.sendCode}
            </button>
          </div>
        </div>
      ) : (
        <form className={classes.form} onSubmit={save} noValidate>
          {isSet ? (
            <>
              <p className={classes.hint}>{texts.codeSent(email ?? "")}</p>
              <label htmlFor={codeId}>{texts.code}</label>
              <input
                id={codeId}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            </>
          ) : null}
          {props.fields}
          {errorLine}
          <div className={classes.inline}>
            {cancel}
            <button type="submit" className="button-primary" disabled={busy || !props.ready}>
              {texts.save}
            </button>
          </div>
        </form>
      )}
    </>
  );
}
