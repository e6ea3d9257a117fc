/// JSON Merge Patch (RFC 7396), the way config patches are applied.
///
/// An object patch merges into the target member by member, recursively; a member whose value is `null`
/// is removed from the target (for a config: the option falls back to the preset's value). Any other
/// patch, arrays included, replaces the target whole.
///
/// ```swift
/// let merged = JSONMergePatch.apply(["bar": ["alignment": nil], "items": [...]], to: stored)
/// ```
public enum JSONMergePatch {
    /// The result of applying `patch` to `target` (RFC 7396 §2, `MergePatch(Target, Patch)`).
    public static func apply(_ patch: JSONValue, to target: JSONValue) -> JSONValue {
        guard case .object(let patchObject) = patch else { return patch }
        var result = target.objectValue ?? JSONObject()
        for member in patchObject {
            if member.value.isNull {
                result[member.key] = nil
            } else {
                result[member.key] = apply(member.value, to: result[member.key] ?? .null)
            }
        }
        return .object(result)
    }
}
