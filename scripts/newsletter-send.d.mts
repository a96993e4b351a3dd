export interface Letter {
  letter_id: string;
  en: { subject: string; body: string };
  fr: { subject: string; body: string };
}
export declare function parseLetter(text: string): Letter;
export declare function enqueueNewsletter(options: {
  shopApiUrl: string;
  token: string;
  letter: Letter;
}): Promise<number>;
