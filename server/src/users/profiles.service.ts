import { Injectable } from '@nestjs/common';
import { isDuplicateKey } from '../common/database/duplicate-key';
import type { ImageHolder } from '../images/image-sweep.service';
import { ImagesService } from '../images/images.service';
import type { IncomingFile } from '../images/incoming-file';
import { emailTaken, userNotFound } from './account-errors';
import { UpdateProfileInput } from './dto/update-profile.input';
import { ProfilePayload } from './models/user-payloads.model';
import { toUser, User } from './models/user.model';
import { SessionsService } from './sessions.service';
import { UsersRepository } from './users.repository';
import { nameKeyOf } from './customer-search';

/**
 * The signed-in account's profile: reading it, and editing its name, email and photo (the email
 * stays unique; a new photo replaces the old one, which is removed). The account photos are the
 * image sweep's to ask about (ImageHolder).
 */
@Injectable()
export class ProfilesService implements ImageHolder {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly images: ImagesService,
  ) {}

  async getProfile(id: string): Promise<User> {
    const record = await this.users.findById(id);
    if (!record) throw userNotFound();
    return this.toModel(record);
  }

  /** Persists name, email and (optionally) a new photo; the old photo is removed afterwards. */
  async updateProfile(id: string, input: UpdateProfileInput, photo?: IncomingFile): Promise<ProfilePayload> {
    if (photo) this.images.assertImage(photo);
    const current = await this.users.findById(id);
    if (!current) throw userNotFound();
    if (input.email !== current.email && (await this.users.hasEmail(input.email, id))) throw emailTaken();

    const photoId = photo ? await this.images.store(photo) : current.photo;
    let updated;
    try {
      updated = await this.users.update(id, {
        $set: { name: input.name, nameKey: nameKeyOf(input.name), email: input.email, photo: photoId },
      });
    } catch (error) {
      if (photo) await this.images.remove(photoId);
      throw isDuplicateKey(error) ? emailTaken() : error;
    }
    this.sessions.changed(id);
    if (!updated) {
      if (photo) await this.images.remove(photoId);
      throw userNotFound();
    }
    if (photo && current.photo) await this.images.remove(current.photo);
    return { message: 'Profile updated successfully!', user: this.toModel(updated) };
  }

  /** Every photo reference the accounts hold (for the image sweep of the images module). */
  async imageRefs(): Promise<string[]> {
    return (await this.users.photos()).filter((ref): ref is string => typeof ref === 'string' && ref !== '');
  }

  /** Accounts whose photo is one of these missing images lose it; returns how many changed. */
  async forgetImages(ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return this.users.clearPhotos(ids);
  }

  private toModel(record: Parameters<typeof toUser>[0]): User {
    return toUser(record, (ref) => this.images.urlFor(ref));
  }
}
