#import <UIKit/UIKit.h>

@interface BadgesViewController : UIViewController {
    IBOutlet UILabel *_countLabel;
}
@property (nonatomic, weak) IBOutlet UILabel *captionLabel;
@property (nonatomic, weak) IBOutlet UILabel *headerLabel;
@end
