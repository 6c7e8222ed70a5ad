#import <UIKit/UIKit.h>

@interface BannerViewController : UIViewController
@property (nonatomic, weak) IBOutlet UILabel *introLabel;
@property (nonatomic, weak) IBOutlet UILabel *titleLabel;
@property (nonatomic, weak) IBOutlet UILabel *partialLabel;
@property (nonatomic, weak) IBOutlet UILabel *tagsLabel;
@end
