/**
 * {@code silk new}: {@link dev.silk.cli.create.NewCommand} asks for or reads the project's name,
 * template and options, and {@link dev.silk.cli.create.ProjectGenerator} renders the template
 * embedded in the CLI's jar (the single source in {@code templates/}) into a staging folder that
 * becomes the project only once it is whole, so an interrupted run leaves nothing half-written.
 * {@link dev.silk.cli.create.ArchetypeExport} turns the same templates into Maven archetypes.
 *
 * <p>It may import the CLI's root package (the frame, not the top), {@code cli.project}, jline (the
 * prompt) and picocli; no other command.
 */
package dev.silk.cli.create;
