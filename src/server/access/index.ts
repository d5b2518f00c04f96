// Upload roles and owner rules, shared by services, the search engine and the metadata.
export {
  canRead, canWrite, EVERYBODY_GROUP, isViewer, peopleOf, rolesOf, viewerGroupsOf, viewersOf, writersOf,
  type Member, type UploadMembers, type UploadRoles,
} from './roles'
export {
  entryReadable, OWNER_RULES, ownerAccess, ownerAllows, OWNERS,
  type Owner, type OwnerAccess, type OwnerCaller, type OwnerOptions,
} from './owner'
