import { Module } from '@nestjs/common';
import { ImagesController } from './images.controller';
import { ImageSweepService } from './image-sweep.service';
import { ImagesService } from './images.service';

@Module({
  controllers: [ImagesController],
  providers: [ImagesService, ImageSweepService],
  exports: [ImagesService, ImageSweepService],
})
export class ImagesModule {}
