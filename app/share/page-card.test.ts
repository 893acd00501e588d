import { describe, expect, it } from 'vitest';
import { posts, projects, services, siteArt } from '../content';
import { pageCard } from './page-card';

describe('pageCard', () => {
  it("shows a post's, a service's and a project's own picture, with a kicker from the content", () => {
    const [post] = posts;
    const [service] = services;
    const [project] = projects;
    if (!post || !service || !project) throw new Error('content is empty');
    expect(pageCard(`/blog/${post.slug}`)).toEqual({
      art: post.image,
      kicker: `Blog · ${post.day} ${post.month}`,
    });
    expect(pageCard(`/services/${service.slug}`)).toEqual({
      art: service.image,
      kicker: `Service ${service.number}`,
    });
    expect(pageCard(`/portfolio/${project.slug}`).art).toBe(project.image);
  });

  it("gives other screens the picture they lead with, the home page the banner's", () => {
    expect(pageCard('/')).toEqual({ art: siteArt.hero });
    expect(pageCard('/contact-us').art).toBe(siteArt.contact);
    expect(pageCard('/404-error').art).toBe(siteArt.notFound);
  });

  it("gives a later page of a post list its first post's picture", () => {
    expect(pageCard('/blog/page/2').art).toBe(posts[4]?.image);
    expect(pageCard('/blog-standard/page/2').art).toBe(posts[3]?.image);
    expect(pageCard('/blog').art).toBe(posts[0]?.image);
  });

  it('falls back to the home banner for a screen it does not know, or an unknown slug', () => {
    expect(pageCard('/somewhere-new')).toEqual({ art: siteArt.hero });
    expect(pageCard('/blog/no-such-post')).toEqual({ art: siteArt.hero });
  });
});
