#import <Foundation/Foundation.h>

@interface PodEpisode : NSObject
@property (nonatomic, copy) NSString *title;
@property (nonatomic, copy) NSString *summary;
@property (nonatomic, strong) NSDate *published;
@property (nonatomic, assign) BOOL isNew;
@end
