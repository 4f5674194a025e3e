export interface MoodOption {
  value: number;
  label: string;
}

export const MOODS: readonly MoodOption[] = [
  { value: 1, label: "Muito mal" },
  { value: 2, label: "Mal" },
  { value: 3, label: "Neutro" },
  { value: 4, label: "Bem" },
  { value: 5, label: "Muito bem" },
];

export const EMOTIONS = {
  alegria: "Alegria",
  gratidao: "Gratidão",
  calma: "Calma",
  motivacao: "Motivação",
  cansaco: "Cansaço",
  ansiedade: "Ansiedade",
  estresse: "Estresse",
  tristeza: "Tristeza",
  frustracao: "Frustração",
  solidao: "Solidão",
} as const;

export type EmotionKey = keyof typeof EMOTIONS;
export const EMOTION_KEYS = Object.keys(EMOTIONS) as EmotionKey[];

export const EMOTION_OPTIONS = EMOTION_KEYS.map((key) => ({ key, label: EMOTIONS[key] }));

export const moodOf = (value: number) => MOODS.find((mood) => mood.value === value);

export const isEmotionKey = (key: string): key is EmotionKey => Object.hasOwn(EMOTIONS, key);
