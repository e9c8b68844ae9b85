/**
 * What every command needs to know about and do with a project: read its {@code pom.xml} ({@link
 * dev.silk.cli.project.PomReader}, {@link dev.silk.cli.project.ProjectModel}), find the runtime the
 * CLI embeds ({@link dev.silk.cli.project.RuntimeJars}), resolve its other jars ({@link
 * dev.silk.cli.project.DependencyResolver}), run Maven ({@link dev.silk.cli.project.Maven}),
 * compile in process ({@link dev.silk.cli.project.Javac}), delete the trees the CLI owns ({@link
 * dev.silk.cli.project.FileTrees}) and check names ({@link dev.silk.cli.project.NameRules}).
 *
 * <p>It may import the JDK and the runtime modules; never another package of the CLI (its errors
 * are {@link dev.silk.cli.project.ProjectException}s, which the command line prints). {@code
 * ImportRulesTest} holds that.
 */
package dev.silk.cli.project;
