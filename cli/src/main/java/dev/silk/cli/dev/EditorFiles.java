package dev.silk.cli.dev;

import java.nio.file.Path;

/**
 * Recognises the scratch files editors write next to the real one while saving.
 *
 * <p>Vim writes {@code 4913} and {@code .swp}; Emacs {@code .#name} locks and {@code name~}
 * backups; JetBrains {@code ___jb_tmp___}; many tools {@code .tmp}. None of them is a change the
 * app should reload for, and none must be compiled.
 */
final class EditorFiles {
  private EditorFiles() {}

  static boolean isTemporary(Path path) {
    Path fileName = path.getFileName();
    if (fileName == null) {
      return false;
    }
    String name = fileName.toString();
    return name.endsWith("~")
        || name.startsWith(".#")
        || (name.startsWith("#") && name.endsWith("#"))
        || name.equals("4913")
        || name.endsWith(".swp")
        || name.endsWith(".swx")
        || name.endsWith(".swo")
        || name.endsWith(".tmp")
        || name.endsWith(".bak")
        || name.endsWith("___jb_tmp___")
        || name.endsWith("___jb_old___")
        || name.equals(".DS_Store")
        || name.startsWith(".goutputstream-");
  }
}
