/** Whether text has the shape of a global id (base64 of `Type:id`), before asking the API about it. */
export const isGlobalId = (text: string) => /^[A-Za-z0-9+/=]{1,64}$/.test(text);
