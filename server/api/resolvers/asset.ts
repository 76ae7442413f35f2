import "server-only";
import { GraphQLScalarType } from "graphql";
import { assetPath } from "@/lib/media/paths";
import type { Resolvers } from "../generated/resolvers";
import { toGlobalId } from "../ids";
import { directUploadPath, startDirectUpload, uploadFile } from "../services/uploads";

/** The multipart request's file, as graphql-yoga hands it over; nothing else stands in for one. */
const Upload = new GraphQLScalarType<File, never>({
  name: "Upload",
  parseValue(value) {
    if (value instanceof File) return value;
    throw new TypeError("Upload must be a file part of a multipart request.");
  },
  parseLiteral() {
    throw new TypeError("Upload must be a file part of a multipart request.");
  },
  serialize() {
    throw new TypeError("Upload is an input only.");
  },
});

export const resolvers = {
  Upload,
  Asset: {
    id: (a) => toGlobalId("Asset", a.id),
    path: (a) => assetPath(a.path),
    uploadURL: (a, _args, ctx) => directUploadPath(a, ctx.viewer.id),
    createdAt: (a) => new Date(a.createdAt),
  },
  Mutation: {
    // Nothing cached shows an asset until something that uses it (an avatar, a draft) is saved,
    // and that mutation purges what it changed: an upload purges nothing.
    singleFileUpload: (_root, { input }, ctx) => uploadFile(ctx, input),
    directImageUpload: (_root, { input }, ctx) => startDirectUpload(ctx, input),
  },
} satisfies Resolvers;
